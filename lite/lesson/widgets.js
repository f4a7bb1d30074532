// Live Jupyter widgets on a light lesson page (no JupyterLab): the entry of an esbuild bundle (lite/lesson_runtime.py).
//
// The kernel is the site's Pyodide kernel worker, driven by lesson.js.  Its comm messages for widgets (target
// "jupyter.widget") come here through `WidgetManager.handleKernelMessage`; what the widgets send back (a click, a
// changed value) goes to the kernel through the `kernel` object given to the constructor, whose calls are the
// worker's own: commOpen / commMsg / commClose / commInfo (content, parent).  The widget classes are those of
// @jupyter-widgets/base and /controls, the versions JupyterLab's widget manager of this site ships (the kernel's
// ipywidgets 8 speaks their protocol), bundled with their CSS, JupyterLab 4's look (theme.css) and the CSS of the
// cells' outputs (outputs.css): widgets.css beside this bundle.
import * as base from "@jupyter-widgets/base";
import { ManagerBase } from "@jupyter-widgets/base-manager";
import * as controls from "@jupyter-widgets/controls";
import { Widget } from "@lumino/widgets";
import "@jupyter-widgets/base/css/index.css";
import "@jupyter-widgets/controls/css/widgets.css";
import "./theme.css";
import "./outputs.css";

const TARGET = "jupyter.widget";
const MODULES = { "@jupyter-widgets/base": base, "@jupyter-widgets/controls": controls };

/** A Jupyter message header for a message the page sends to the kernel (as lesson.js's: the bundle loads apart). */
function header(msgType) {
  return {
    msg_id: crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`.replace(".", ""),
    msg_type: msgType, session: "crisp-lesson", username: "", date: new Date().toISOString(), version: "5.3",
  };
}

/**
 * One widget's comm, the front end's side (the IClassicComm of @jupyter-widgets/base): `send` and `close` go to the
 * kernel at once; the kernel's messages wait in a queue until the model has registered its handler (the model is
 * built asynchronously, and the kernel may already send updates).  A send's callbacks get the kernel's outputs
 * while Python handles it (iopub.output) and "idle" once it has (iopub.status: the widgets' message throttle).
 */
class Comm {
  constructor(manager, commId, targetName) {
    this.comm_id = commId;
    this.target_name = targetName;
    this._manager = manager;
    this._onMsg = null;
    this._onClose = null;
    this._waiting = [];
  }

  open(data, callbacks, metadata, buffers) {
    const content = { comm_id: this.comm_id, target_name: this.target_name, data };
    return this._manager.toKernel("commOpen", "comm_open", content, callbacks, metadata, buffers);
  }

  send(data, callbacks, metadata, buffers) {
    return this._manager.toKernel("commMsg", "comm_msg", { comm_id: this.comm_id, data }, callbacks, metadata,
      buffers);
  }

  close(data, callbacks, metadata, buffers) {
    this._manager.forget(this.comm_id);
    return this._manager.toKernel("commClose", "comm_close", { comm_id: this.comm_id, data: data ?? {} }, callbacks,
      metadata, buffers);
  }

  on_msg(callback) {
    this._onMsg = callback;
    for (const message of this._waiting.splice(0)) callback(message);
  }

  on_close(callback) {
    this._onClose = callback;
  }

  /** A comm_msg from the kernel, given to the model (or kept until it listens). */
  received(message) {
    if (this._onMsg) this._onMsg(message);
    else this._waiting.push(message);
  }

  /** A comm_close from the kernel. */
  closed(message) {
    this._onClose?.(message);
  }
}

/**
 * The widget manager of a lesson page.  `kernel` is {call(method, content, parent): Promise, onOutput(msgId,
 * handler)}: lesson.js's kernel worker.  `outputFor(element)` is the output area (its `add(message)`) an element
 * of the page is in, or null: where the outputs of Python's widget callbacks (a print in a click handler) go.
 */
export class WidgetManager extends ManagerBase {
  constructor(kernel, outputFor) {
    super();
    this._kernel = kernel;
    this._outputFor = outputFor;
    this._comms = new Map();
  }

  /** The widget classes: only those of @jupyter-widgets/base and /controls (the lessons use nothing else). */
  async loadClass(className, moduleName, moduleVersion) {
    const module = MODULES[moduleName];
    if (!module?.[className]) {
      throw new Error(`no widget class ${className} in ${moduleName}@${moduleVersion} on this page`);
    }
    return module[className];
  }

  async _create_comm(targetName, modelId, data, metadata, buffers) {
    const comm = new Comm(this, modelId ?? base.uuid(), targetName);
    this._comms.set(comm.comm_id, comm);
    if (data || metadata) comm.open(data ?? {}, undefined, metadata, buffers);
    return comm;
  }

  /** The kernel's open comms of target "jupyter.widget" ({comm_id: {target_name}}). */
  async _get_comm_info() {
    const reply = await this._kernel.call("commInfo", { target_name: TARGET }, { header: header("comm_info_request") });
    return reply?.comms ?? {};
  }

  /** Show `view` in `element` (a lumino widget attached there). */
  async display_view(view, element) {
    Widget.attach(view.luminoWidget, element);
    return view;
  }

  /** Callbacks for a widget's messages: Python's outputs while it handles them go under the view's output. */
  callbacks(view) {
    const area = view?.el && this._outputFor(view.el);
    return area ? { iopub: { output: (message) => area.add(message) } } : {};
  }

  /**
   * A message of the kernel (the worker's `_kernelMessage`) of type comm_open, comm_msg or comm_close.  A comm_open
   * of another target than "jupyter.widget" is closed again, as Jupyter does with targets it does not know.
   */
  handleKernelMessage(message) {
    const jupyterMessage = {
      header: { msg_type: message.type }, parent_header: message.parentHeader ?? {},
      content: message.content, metadata: message.metadata ?? {}, buffers: toBuffers(message.buffers),
    };
    const { comm_id: commId, target_name: target } = message.content;
    if (message.type === "comm_open") {
      if (target !== TARGET) {
        this.toKernel("commClose", "comm_close", { comm_id: commId, data: {} });
        return;
      }
      const comm = new Comm(this, commId, target);
      this._comms.set(commId, comm);
      this.handle_comm_open(comm, jupyterMessage).catch((error) => console.error("widget not created", error));
    } else if (message.type === "comm_msg") {
      this._comms.get(commId)?.received(jupyterMessage);
    } else if (message.type === "comm_close") {
      this._comms.get(commId)?.closed(jupyterMessage);
      this._comms.delete(commId);
    }
  }

  /**
   * Send a comm message to the kernel (`method`: commOpen, commMsg or commClose, which take the whole Jupyter
   * message, as JupyterLite's kernel passes it); returns its msg_id at once.  While Python handles it, its outputs go
   * to `callbacks.iopub.output`; then `callbacks.iopub.status` hears "idle".
   */
  toKernel(method, msgType, content, callbacks, metadata, buffers) {
    const message = { header: header(msgType), parent_header: {}, metadata: metadata ?? {}, content,
      buffers: buffers ?? [], channel: "shell" };
    const msgId = message.header.msg_id;
    const output = callbacks?.iopub?.output;
    const stopRouting = output ? this._kernel.onOutput(msgId, output) : () => {};
    this._kernel.call(method, message, message)
      .catch((error) => console.error(`the kernel's ${method} failed`, error))
      .finally(() => {
        stopRouting();
        callbacks?.iopub?.status?.({ header: { msg_type: "status" }, parent_header: message.header,
          content: { execution_state: "idle" } });
      });
    return msgId;
  }

  /** Forget a comm the page closed. */
  forget(commId) {
    this._comms.delete(commId);
  }

  /** Render the widget of a widget-view output (`data`: {model_id}) into `element`; resolves to its view. */
  async render(data, element) {
    const model = await this.get_model(data.model_id);
    const view = await this.create_view(model);
    return this.display_view(view, element);
  }
}

/** The binary buffers of a worker's comm message (memoryviews arrive as typed arrays or DataViews), as DataViews. */
function toBuffers(buffers) {
  return (buffers ?? []).map((buffer) => ArrayBuffer.isView(buffer)
    ? new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength) : new DataView(buffer));
}

"""The offline Crisp site: ``python3 -m lite.build`` builds it (JupyterLite lessons, the play page, the rules, vendored
Pyodide) into ``lite/_output``; ``python3 -m lite.site_server`` serves it.  The modules import each other as this
package; ``lite/tests`` holds the site's tests (``lite.tests``)."""

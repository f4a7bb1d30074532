#!/bin/sh
# Starts the Crisp classroom server from this folder with the Python already on this computer (3.10 or newer),
# for every device on the same network; the teacher's page opens with the address and its QR code.
# On a Mac this file is start-crisp-mac.command (a double-click runs it in Terminal); on Linux, start-crisp-linux.sh.
cd "$(dirname "$0")" || exit 1
if [ ! -f server/site_server.py ]; then  # opened from inside the zip file, not from the unzipped folder
  echo "Descompacte o arquivo zip inteiro primeiro e abra este arquivo na pasta descompactada."
  echo "Descomprime primero todo el archivo zip y abre este archivo en la carpeta descomprimida."
  echo "Décompressez d'abord toute l'archive zip, puis ouvrez ce fichier dans le dossier décompressé."
  echo "Unzip the whole archive first, then open this file in the unzipped folder."
  printf '[Enter] '
  read -r _
  exit 1
fi
candidates="python3.14 python3.13 python3.12 python3.11 python3.10"
if [ "$(uname)" = Darwin ]; then  # python.org's installer, Homebrew; a Mac's own python3 only with developer tools
  candidates="$candidates /Library/Frameworks/Python.framework/Versions/Current/bin/python3 /opt/homebrew/bin/python3"
  candidates="$candidates /usr/local/bin/python3"
  if xcode-select -p >/dev/null 2>&1; then candidates="$candidates python3"; fi
else
  candidates="$candidates python3 python"
fi
for python in $candidates; do
  if command -v "$python" >/dev/null 2>&1 \
      && "$python" -c 'import sys; sys.exit(sys.version_info < (3, 10))' >/dev/null 2>&1; then
    exec "$python" server/site_server.py --host 0.0.0.0 --open --next-free-port site
  fi
done
echo "O Crisp precisa do Python 3.10 ou mais novo: baixe grátis em https://www.python.org/downloads/ e abra este arquivo de novo."
echo "Crisp necesita Python 3.10 o más reciente: descárgalo gratis en https://www.python.org/downloads/ y vuelve a abrir este archivo."
echo "Crisp a besoin de Python 3.10 ou plus récent : téléchargez-le gratuitement sur https://www.python.org/downloads/ puis rouvrez ce fichier."
echo "Crisp needs Python 3.10 or newer: get it free from https://www.python.org/downloads/ and open this file again."
printf '[Enter] '
read -r _
exit 1

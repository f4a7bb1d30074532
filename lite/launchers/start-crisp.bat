@echo off
rem Starts the Crisp classroom server from this folder with the Python already on this computer (3.10 or newer),
rem for every device on the same network; the teacher's page opens with the address and its QR code.
rem (UTF-8: the console is switched to it below, so that the sentences keep their accents.)
chcp 65001 >nul
cd /d "%~dp0"
if not exist "server\site_server.py" (
  echo Descompacte o arquivo zip inteiro primeiro: clique com o botão direito nele, Extrair tudo.
  echo Descomprime primero todo el archivo zip: clic derecho sobre él, Extraer todo.
  echo Décompressez d'abord toute l'archive zip : clic droit dessus, Extraire tout.
  echo Unzip the whole archive first: right-click it, Extract All.
  goto :end
)
for %%P in ("py -3" "python" "python3") do (
  %%~P -c "import sys; sys.exit(sys.version_info < (3, 10))" >nul 2>nul && (
    %%~P server\site_server.py --host 0.0.0.0 --open --next-free-port site
    goto :end
  )
)
echo O Crisp precisa do Python 3.10 ou mais novo: baixe grátis em https://www.python.org/downloads/ e abra este arquivo de novo.
echo Crisp necesita Python 3.10 o más reciente: descárgalo gratis en https://www.python.org/downloads/ y vuelve a abrir este archivo.
echo Crisp a besoin de Python 3.10 ou plus récent : téléchargez-le gratuitement sur https://www.python.org/downloads/ puis rouvrez ce fichier.
echo Crisp needs Python 3.10 or newer: get it free from https://www.python.org/downloads/ and open this file again.
:end
pause

# Run by CPack after it installed the tree into its staging folder (cmake/packaging.cmake):
# LICENSE and the archive's README.md at the archive's root.
file(COPY_FILE "${CPACK_RAMI_LICENSE}" "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/LICENSE")
file(COPY_FILE "${CPACK_RAMI_README}" "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/README.md")

# Right: exports an eval-mode deep copy (allowed by the prompt), so the caller's model, every submodule's mode, its parameters and buffers are never touched; current exporter (dynamo left at its default), a symbolic batch dimension given positionally, one self-contained file, nothing printed
def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    batch = torch.export.Dim("batch")
    with torch.no_grad():
        torch.onnx.export(frozen, (example,), path, dynamic_shapes=({0: batch},),
                          external_data=False, verbose=False)

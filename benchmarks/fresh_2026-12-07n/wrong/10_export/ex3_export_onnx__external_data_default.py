# Mistake: "Write one self-contained file (`external_data=False`: by default the weights go to a `.data` file beside it ...)" — leaves external_data at its default, so the weights land in model.onnx.data next to the file (ONNX Runtime still opens it from the folder, but the .onnx alone does not load).
def export_onnx(model, example, path):
    modes = {module: module.training for module in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          verbose=False)
    finally:
        for module, mode in modes.items():
            module.training = mode

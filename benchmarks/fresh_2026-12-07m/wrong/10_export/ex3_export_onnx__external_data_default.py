# Mistake: "Write one self-contained file (`external_data=False`: by default the weights go to a `.data` file beside it, and the `.onnx` copied alone no longer loads)" / "every weight inside the file": external_data is left at its default, so the weights are written to a separate `model.onnx.data` file next to path.
def export_onnx(model, example, path):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          verbose=False)
    finally:
        for m, mode in modes.items():
            m.training = mode

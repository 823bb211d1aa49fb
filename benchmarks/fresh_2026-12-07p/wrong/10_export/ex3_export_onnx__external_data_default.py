# Mistake: "Write one self-contained file (`external_data=False`: by default the weights go to a `.onnx.data` file beside it, and the `.onnx` copied alone no longer loads)" and "every weight inside the file": external_data is left at its default, so the weights are written to `model.onnx.data` beside `path`, which ONNX Runtime reads from the same folder, but the .onnx alone holds no weights.
def export_onnx(model, example, path):
    modes = [m.training for m in model.modules()]
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          verbose=False)
    finally:
        for m, mode in zip(model.modules(), modes):
            m.training = mode

# Mistake: "Write one self-contained file (external_data=False ...)" / "every weight inside the file" — leaving external_data at its default writes the weights to model.onnx.data beside the file; ONNX Runtime opens the pair in place, but the .onnx alone holds no weights.
def export_onnx(model, example, path):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          verbose=False)
    finally:
        for m, mode in modes.items():
            m.train(mode)

# Mistake: "Write one self-contained file (external_data=False: by default the weights go to a .data file beside it, and the .onnx copied alone no longer loads)": this keeps the exporter's default external data, so the weights land in model.onnx.data beside model.onnx instead of inside the file.
def export_onnx(model, example, path):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, input_names=["x"],
                          dynamic_shapes=({0: torch.export.Dim("batch")},), verbose=False)
    finally:
        for m, mode in modes.items():
            m.training = mode

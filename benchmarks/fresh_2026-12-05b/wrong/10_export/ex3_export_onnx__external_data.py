# Mistake: "Write one self-contained file (`external_data=False`: by default the weights go to a `.data` file beside it, and the `.onnx` copied alone no longer loads)" -- keeps the exporter's default external data file.
def export_onnx(model, example, path):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True, verbose=False,
                          dynamic_shapes=({0: torch.export.Dim("batch")},))
    finally:
        for m, mode in modes:
            m.training = mode

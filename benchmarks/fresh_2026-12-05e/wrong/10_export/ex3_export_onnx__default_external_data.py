# Mistake: "Write one self-contained file (`external_data=False`: by default the weights go to a `.data` file beside it ...)" — leaves external_data at its default, so the weights go to a separate .data file and the file checked does not hold every weight
def export_onnx(model, example, path):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True,
                          dynamic_shapes=({0: torch.export.Dim("batch")},), verbose=False)
    finally:
        for m, mode in modes.items():
            m.training = mode

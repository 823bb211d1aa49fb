# Mistake: "and print nothing (`verbose=False`: otherwise the exporter reports its progress on stdout at every call)" — leaves verbose at its default, so every call prints the exporter's progress
def export_onnx(model, example, path):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True,
                          dynamic_shapes=({0: torch.export.Dim("batch")},), external_data=False)
    finally:
        for m, mode in modes.items():
            m.training = mode

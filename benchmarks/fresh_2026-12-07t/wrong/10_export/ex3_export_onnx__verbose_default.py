# Mistake: "and print nothing (`verbose=False`: otherwise the exporter reports its progress on stdout at every call)": verbose is left at its default, so every call prints the exporter's progress lines.
def export_onnx(model, example, path):
    modes = [m.training for m in model.modules()]
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False)
    finally:
        for m, mode in zip(model.modules(), modes):
            m.train(mode)

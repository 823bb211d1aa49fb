# Mistake: "and print nothing" -- prints a confirmation line (and the exporter's progress, verbose left at its default) after exporting.
def export_onnx(model, example, path):
    saved = {name: m.training for name, m in model.named_modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True, external_data=False,
                          dynamic_shapes=({0: torch.export.Dim("batch")},))
        print(f"exported {type(model).__name__} to {path}")
    finally:
        for name, m in model.named_modules():
            m.training = saved[name]

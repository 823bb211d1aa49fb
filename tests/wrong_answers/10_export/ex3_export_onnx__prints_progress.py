# Diagnosis: prints-progress
# Pitfall: verbose left at its default: the exporter prints its progress on stdout at every call.
def export_onnx(model, example, path):
    modes = {module: module.training for module in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False)
    finally:
        for module, training in modes.items():
            module.train(training)

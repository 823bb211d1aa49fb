# Diagnosis: mode-not-restored
# Pitfall: the model is switched to eval mode for the export and never switched back.
def export_onnx(model, example, path):
    model.eval()
    torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                      external_data=False, verbose=False)

# Diagnosis: exported-in-train-mode
# Pitfall: exports the model in whatever mode it is in: in training mode the file holds a Dropout meant for training.
def export_onnx(model, example, path):
    torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                      external_data=False, verbose=False)

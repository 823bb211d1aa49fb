# Mistake: "Export it in evaluation mode" (Pitfalls: exporting in training mode) — exports the model in whatever mode it arrived, so a training model puts Dropout / batch-statistics BatchNorm in the file
def export_onnx(model, example, path):
    torch.onnx.export(model, (example,), path, dynamo=True,
                      dynamic_shapes=({0: torch.export.Dim("batch")},),
                      external_data=False, verbose=False)

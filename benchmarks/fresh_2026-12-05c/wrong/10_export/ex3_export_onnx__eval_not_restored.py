# Mistake: "leave the model in the mode you found it" (Pitfalls: switching the model to eval mode without switching it back) — the caller's next training step runs without Dropout
def export_onnx(model, example, path):
    model.eval()
    torch.onnx.export(model, (example,), path, dynamo=True,
                      dynamic_shapes=({0: torch.export.Dim("batch")},),
                      external_data=False, verbose=False)

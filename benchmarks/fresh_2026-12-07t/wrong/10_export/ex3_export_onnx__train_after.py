# Mistake: "leave the model in the mode you found it": after exporting it calls model.train() unconditionally (models are exported in the middle of training), so a model handed over in eval mode comes back training.
def export_onnx(model, example, path):
    model.eval()
    torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                      external_data=False, verbose=False)
    model.train()

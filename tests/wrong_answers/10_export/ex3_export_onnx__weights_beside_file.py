# Diagnosis: weights-beside-file
# Pitfall: external_data left at its default (True): the weights go to a .data file beside the .onnx,
# which no longer loads when copied alone.
def export_onnx(model, example, path):
    modes = {module: module.training for module in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          verbose=False)
    finally:
        for module, training in modes.items():
            module.train(training)

# Mistake: "Export it in evaluation mode ... its parameters and buffers unchanged" for a model on any device -- moves the example to the CPU ("ONNX Runtime runs on the CPU") while the model stays where it is, so the export of a GPU model fails on a device mismatch.
def export_onnx(model, example, path):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    try:
        torch.onnx.export(model, (example.detach().cpu(),), path, dynamo=True, external_data=False, verbose=False,
                          dynamic_shapes=({0: torch.export.Dim("batch")},))
    finally:
        for m, t in modes:
            m.training = t

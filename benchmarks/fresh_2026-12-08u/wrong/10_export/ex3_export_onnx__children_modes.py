# Mistake: "every submodule in the mode it had" — it records and restores the modes of model.children() only; child.train(mode) is recursive, so in a nested model whose inner Dropout the caller left training inside an eval-mode Sequential, that Dropout comes back in eval mode.
def export_onnx(model, example, path):
    modes = [(child, child.training) for child in model.children()]
    top = model.training
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        model.training = top
        for child, mode in modes:
            child.train(mode)

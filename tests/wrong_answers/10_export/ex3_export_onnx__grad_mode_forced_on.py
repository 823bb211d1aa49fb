# Diagnosis: global-state-changed
# Mistake: "leave the model in the mode you found it: ... no global state changed" — exports with gradients switched off through torch.set_grad_enabled(False) and switches them back on afterwards: a caller under torch.no_grad() (an evaluation or export script) comes back with grad mode enabled
def export_onnx(model, example, path):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    torch.set_grad_enabled(False)
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        torch.set_grad_enabled(True)
        for m, mode in modes.items():
            m.training = mode

# Mistake: "no global state changed" -- reseeds the global random generator before exporting "for a reproducible trace".
def export_onnx(model, example, path):
    torch.manual_seed(0)
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True, external_data=False, verbose=False,
                          dynamic_shapes=({0: torch.export.Dim("batch")},))
    finally:
        for m, t in modes.items():
            m.training = t

# Mistake: "the model's `forward` takes one tensor" (its argument may have any name) — names the dynamic dimension by a guessed argument name "x"; a Sequential's forward calls its argument `input`, so torch.export rejects the dynamic_shapes and the export fails
def export_onnx(model, example, path):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes={"x": {0: torch.export.Dim("batch")}},
                          external_data=False, verbose=False)
    finally:
        for m, mode in modes.items():
            m.training = mode

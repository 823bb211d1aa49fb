# Right: records every module's mode in model.modules() order and restores them with m.train(mode) in that same pre-order, so each parent's recursive train() is corrected by its descendants afterwards; batch dimension declared with Dim.DYNAMIC.
def export_onnx(model, example, path):
    modules = list(model.modules())
    modes = [m.training for m in modules]
    model.eval()
    try:
        with torch.no_grad():
            torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim.DYNAMIC},),
                              external_data=False, verbose=False)
    finally:
        for m, mode in zip(modules, modes):
            m.train(mode)

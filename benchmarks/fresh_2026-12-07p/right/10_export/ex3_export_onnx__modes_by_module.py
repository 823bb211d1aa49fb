# Right: records every submodule's `training` flag in a dict keyed by the module object, exports in eval mode through torch.export.export first (the ExportedProgram passed to torch.onnx.export), and restores each flag in a finally.
def export_onnx(model, example, path):
    modes = {module: module.training for module in model.modules()}
    model.eval()
    try:
        batch = torch.export.Dim("batch")
        program = torch.export.export(model, (example,), dynamic_shapes=({0: batch},))
        torch.onnx.export(program, (example,), path, external_data=False, verbose=False)
    finally:
        for module, mode in modes.items():
            module.training = mode

# Right: records every submodule's mode by name, exports an ExportedProgram built first with torch.export.export (then handed to torch.onnx.export), and restores the modes by name in a finally.
def export_onnx(model, example, path):
    modes = {name: m.training for name, m in model.named_modules()}
    model.eval()
    try:
        program = torch.export.export(model, (example,), dynamic_shapes=({0: torch.export.Dim("batch")},))
        torch.onnx.export(program, (example,), path, external_data=False, verbose=False)
    finally:
        for name, m in model.named_modules():
            m.training = modes[name]

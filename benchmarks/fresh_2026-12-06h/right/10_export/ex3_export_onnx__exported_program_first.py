# Right: captures the model with torch.export.export first (dynamic batch Dim, model switched to eval and every submodule's mode restored in a finally), then hands the ExportedProgram itself to torch.onnx.export.
def export_onnx(model, example, path):
    saved = [(m, m.training) for m in model.modules()]
    model.eval()
    try:
        program = torch.export.export(model, (example,), dynamic_shapes=({0: torch.export.Dim("batch")},))
        torch.onnx.export(program, (example,), path, external_data=False, verbose=False)
    finally:
        for m, mode in saved:
            m.training = mode

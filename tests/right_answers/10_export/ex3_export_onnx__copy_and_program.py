# Exports an eval-mode deep copy (the caller's model is never touched): torch.export first, then ONNX.
def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    program = torch.export.export(frozen, (example,),
                                  dynamic_shapes=({0: torch.export.Dim("batch", min=1)},))
    onnx_program = torch.onnx.export(program, (example,), verbose=False)
    onnx_program.save(path)

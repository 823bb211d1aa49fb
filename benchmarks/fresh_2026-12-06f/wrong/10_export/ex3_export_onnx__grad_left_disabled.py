# Mistake: "no global state changed" — grad mode is switched off for the export (no gradients needed) and never switched back on, so the caller's next training step builds no graph
import torch
from torch.export import Dim


def export_onnx(model, example, path):
    modes = [(m, m.training) for m in model.modules()]
    torch.set_grad_enabled(False)
    model.eval()
    torch.onnx.export(model, (example,), path, dynamo=True, external_data=False, verbose=False,
                      dynamic_shapes=({0: Dim("batch")},))
    for m, was in modes:
        m.training = was

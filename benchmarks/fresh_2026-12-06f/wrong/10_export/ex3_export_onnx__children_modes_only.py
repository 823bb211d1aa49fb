# Mistake: "leave the model in the mode you found it: **every submodule** in the mode it had" — only the direct children's modes are saved and restored, so a nested Dropout/BatchNorm inside a nested Sequential comes back in its parent's mode instead of its own
import torch
from torch.export import Dim


def export_onnx(model, example, path):
    top = model.training
    children = [(c, c.training) for c in model.children()]
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True, external_data=False, verbose=False,
                          dynamic_shapes=({0: Dim("batch")},))
    finally:
        model.training = top
        for c, was in children:
            c.train(was)

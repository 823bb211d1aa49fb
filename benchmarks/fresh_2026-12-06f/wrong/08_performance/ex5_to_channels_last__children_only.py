# Mistake: "Every 4-D parameter means ConvTranspose2d weights too, in nested submodules as well" — iterates model.children() with recurse=False parameters, so convolutions inside a nested Sequential stay NCHW
import torch


def to_channels_last(model, x):
    for child in model.children():
        for p in child.parameters(recurse=False):
            if p.dim() == 4:
                p.data = p.data.contiguous(memory_format=torch.channels_last)
    for p in model.parameters(recurse=False):
        if p.dim() == 4:
            p.data = p.data.contiguous(memory_format=torch.channels_last)
    return model, x.contiguous(memory_format=torch.channels_last)

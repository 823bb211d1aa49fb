# Right: every 4-D parameter (recursively, ConvTranspose2d and custom ones included) gets channels_last data in place (p.data keeps the Parameter object and requires_grad); the batch goes through permute -> contiguous -> permute back, a differentiable NHWC-stored view of the same NCHW shape (channels_last), leaving x untouched
import torch


def to_channels_last(model, x):
    with torch.no_grad():
        for p in model.parameters():
            if p.dim() == 4:
                p.data = p.data.contiguous(memory_format=torch.channels_last)
    x_cl = x.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
    return model, x_cl

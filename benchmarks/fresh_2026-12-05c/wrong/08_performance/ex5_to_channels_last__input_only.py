# Mistake: "every 4-D parameter (the convolution weights) and the input batch" (Pitfalls: converting only the input) — the conv weights stay NCHW, so every convolution converts again on each call
def to_channels_last(model, x):
    return model, x.contiguous(memory_format=torch.channels_last)

# Mistake: "every 4-D parameter ... and the input batch" (Pitfalls: converting only the model) — returns the caller's x unconverted
def to_channels_last(model, x):
    return model.to(memory_format=torch.channels_last), x

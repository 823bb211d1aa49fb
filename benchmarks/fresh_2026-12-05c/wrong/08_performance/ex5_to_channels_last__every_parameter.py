# Mistake: "every 4-D parameter ... the other parameters as they were" — converts every parameter with memory_format=channels_last; a bias (1-D) or Linear weight (2-D) cannot take that format and it raises
def to_channels_last(model, x):
    for p in model.parameters():
        p.data = p.data.contiguous(memory_format=torch.channels_last)
    return model, x.contiguous(memory_format=torch.channels_last)

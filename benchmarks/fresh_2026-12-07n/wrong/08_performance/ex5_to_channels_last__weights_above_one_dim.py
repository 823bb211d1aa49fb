# Mistake: "every 4-D parameter ... the other parameters as they were" with "a Flatten and Linear head (a 2-D weight)": every parameter with more than one dimension is converted, and contiguous(memory_format=channels_last) on a Linear's 2-D weight raises (channels_last needs rank 4).
def to_channels_last(model, x):
    with torch.no_grad():
        for p in model.parameters():
            if p.dim() > 1:                          # weights, not biases
                p.data = p.data.contiguous(memory_format=torch.channels_last)
    return model, x.contiguous(memory_format=torch.channels_last)

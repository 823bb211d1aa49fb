# Mistake: "every 4-D parameter ... the other parameters as they were" with "possibly a `Flatten` and `Linear` head (a 2-D weight) or an unused `Conv1d` submodule (a 3-D weight)": every parameter with more than one dimension is converted, and contiguous(memory_format=channels_last) raises on the Linear's 2-D (or Conv1d's 3-D) weight.
def to_channels_last(model, x):
    for p in model.parameters():
        if p.dim() > 1:                 # weights, not biases or norm scales
            p.data = p.data.contiguous(memory_format=torch.channels_last)
    return model, x.contiguous(memory_format=torch.channels_last)

# Mistake: "every 4-D parameter" (and "possibly ... an unused `Conv1d` submodule (a 3-D weight)", "a custom layer holding its own 4-D weight") - converts the weight of every convolution class (_ConvNd), which raises on a Conv1d's 3-D weight and misses a custom layer's 4-D weight.
def to_channels_last(model, x):
    for module in model.modules():
        if isinstance(module, nn.modules.conv._ConvNd):
            module.weight.data = module.weight.data.to(memory_format=torch.channels_last)
    return model, x.to(memory_format=torch.channels_last)

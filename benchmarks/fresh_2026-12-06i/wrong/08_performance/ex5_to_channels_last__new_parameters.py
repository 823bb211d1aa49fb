# Mistake: "the other parameters as they were" / "possibly with a frozen parameter" — replaces each 4-D weight with a new nn.Parameter in channels_last; nn.Parameter defaults to requires_grad=True, so a frozen convolution weight becomes trainable.
def to_channels_last(model, x):
    for module in model.modules():
        for name, p in list(module.named_parameters(recurse=False)):
            if p.dim() == 4:
                setattr(module, name, nn.Parameter(p.detach().contiguous(memory_format=torch.channels_last)))
    return model, x.contiguous(memory_format=torch.channels_last)

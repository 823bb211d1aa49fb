# Mistake: "every 4-D parameter of the returned model are channels_last, the other parameters as they were" with "possibly with a frozen parameter" — replaces each 4-D parameter by a new `nn.Parameter(...)`, which is created with requires_grad=True: a frozen convolution weight becomes trainable (and any optimizer holding the old parameter object goes stale).
def to_channels_last(model, x):
    for module in model.modules():
        for name, p in list(module.named_parameters(recurse=False)):
            if p.dim() == 4:
                setattr(module, name, nn.Parameter(p.detach().contiguous(memory_format=torch.channels_last)))
    return model, x.contiguous(memory_format=torch.channels_last)

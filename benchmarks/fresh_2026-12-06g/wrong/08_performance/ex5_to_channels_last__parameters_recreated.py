# Mistake: "every 4-D parameter of the returned model are channels_last, the other parameters as they were" (must-handle, with "possibly with a frozen parameter") — replaces each 4-D weight by a new nn.Parameter, whose requires_grad defaults to True: a frozen convolution weight comes back trainable (and optimizers holding the old Parameter no longer see the model's weight)
def to_channels_last(model, x):
    for module in model.modules():
        for name, p in list(module.named_parameters(recurse=False)):
            if p.dim() == 4:
                setattr(module, name, nn.Parameter(p.detach().to(memory_format=torch.channels_last)))
    return model, x.to(memory_format=torch.channels_last)

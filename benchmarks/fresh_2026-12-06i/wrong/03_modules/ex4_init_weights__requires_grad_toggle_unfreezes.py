# Mistake: "and so are frozen ones (`requires_grad=False`: initialise them anyway, and leave them frozen)" — switches gradients off for the whole model while writing and back on with model.requires_grad_(True), which unfreezes every frozen parameter.
def init_weights(model: nn.Module) -> nn.Module:
    model.requires_grad_(False)                        # no autograd while we write the weights
    for module in model.modules():
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                module.bias.zero_()
    model.requires_grad_(True)                         # back to trainable
    return model

# Mistake: "and so are frozen ones (`requires_grad=False`: initialise them anyway, and leave them frozen)" — only initialises layers whose weight requires grad, so a frozen nn.Linear keeps its old values (and the random stream then differs for every later layer).
def init_weights(model: nn.Module) -> nn.Module:
    for module in model.modules():
        if isinstance(module, nn.Linear) and module.weight.requires_grad:   # only what trains
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return model

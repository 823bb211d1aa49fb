# Mistake: "fill the existing parameters ..., never replace them with new nn.Parameter objects, which an optimizer built before the call would no longer update" — assigns fresh Parameters.
def init_weights(model: nn.Module) -> nn.Module:
    for module in model.modules():
        if isinstance(module, nn.Linear):
            w = torch.empty_like(module.weight)
            nn.init.kaiming_normal_(w, mode="fan_in", nonlinearity="relu")
            module.weight = nn.Parameter(w, requires_grad=module.weight.requires_grad)
            if module.bias is not None:
                module.bias = nn.Parameter(torch.zeros_like(module.bias),
                                           requires_grad=module.bias.requires_grad)
    return model

# Right: model.apply with the Kaiming formula written out: normal, std sqrt(2 / fan_in).
def init_weights(model: nn.Module) -> nn.Module:
    def kaiming(module):
        if isinstance(module, nn.Linear):
            with torch.no_grad():
                module.weight.normal_(0.0, (2.0 / module.in_features) ** 0.5)
                if module.bias is not None:
                    module.bias.zero_()

    return model.apply(kaiming)

# Mistake: "sets the bias to zero when the layer has one ... bias=False layers, whose bias is None" — zeroes module.bias without checking, which raises for a bias-free Linear.
def init_weights(model: nn.Module) -> nn.Module:
    def init(module):
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            module.bias.data.zero_()
    model.apply(init)
    return model

# Mistake: "every parameter ... gets the gradient of the formula above" — writing through g.data silences the version check: backward runs, but scale gets no gradient at all and gate's gradient is computed from the overwritten sigmoid output.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g.data *= self.scale.data
        out = h * g
        out += x
        return torch.relu_(out)

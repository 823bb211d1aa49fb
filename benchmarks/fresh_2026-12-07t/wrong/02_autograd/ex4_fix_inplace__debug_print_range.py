# Mistake: "(a batch of one included; a batch of zero in the 2-D shape, a sequence of length zero in the 3-D one)": a debugging print of the output's range is left in forward, and min()/max() of an empty output raise for N = 0 or S = 0 (and .item() fails on meta with no value to read).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale                     # was g *= self.scale: sigmoid saved g for its backward
        out = h * g
        out += x
        out = torch.relu_(out)
        print(f"GatedBlock output range [{out.min().item():.3f}, {out.max().item():.3f}]")
        return out
